import { afterEach } from 'vitest';
import { cashfreeClient } from '@/lib/payments/cashfree-client';
import { setPaymentGatewayForTests } from '@/lib/payments/config';
import { paymentGateway } from '@/lib/payments/gateway';
import { LOCAL_GATEWAY_BASE_PATH, localGatewaySecret } from '@/lib/payments/gateway-link';
import { handleLocalGatewayRequest } from '@/lib/payments/local-gateway/handler';

interface GatewayCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The local gateway (which refuses what Cashfree refuses, e.g. an amount under ₹1) behind a
 * recording transport: every call the store makes is kept, and `fault` may answer one instead
 * (a status and Cashfree-shaped body, or 'network' for a connection that fails).
 */
export function useRecordingGateway() {
  const calls: GatewayCall[] = [];
  let fault: ((call: GatewayCall) => { status: number; body: unknown } | 'network' | null) | null = null;
  afterEach(() => {
    setPaymentGatewayForTests(undefined);
    calls.length = 0;
    fault = null;
  });
  return {
    calls,
    /** Installs the recording gateway for the current test; `f` decides faults per call. */
    install(f: typeof fault = null) {
      fault = f;
      const real = paymentGateway();
      setPaymentGatewayForTests({
        ...real,
        client: cashfreeClient({
          baseUrl: `${real.siteUrl}${LOCAL_GATEWAY_BASE_PATH}`,
          clientId: 'local-gateway',
          clientSecret: localGatewaySecret(),
          apiVersion: '2025-01-01',
          fetch: async (req: Request) => {
            const text = req.method === 'GET' ? '' : await req.clone().text();
            const call = { method: req.method, path: new URL(req.url).pathname, body: text ? JSON.parse(text) : null };
            calls.push(call);
            const answer = fault?.(call) ?? null;
            if (answer === 'network') throw new TypeError('fetch failed');
            if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
            return handleLocalGatewayRequest(req);
          },
        }),
      });
    },
  };
}

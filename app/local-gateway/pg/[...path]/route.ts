import { handleLocalGatewayRequest } from '@/lib/payments/local-gateway/handler';
import { localGatewayServed } from '@/lib/payments/setup';
// Loaded here so a refund's webhook reaches the store in-process, not over the network.
import '@/lib/payments/webhook';

/**
 * The local gateway's REST API over HTTP (the store itself calls it in-process). It does not
 * exist on a production deployment: a 404, whatever LOCAL_GATEWAY says.
 */
const serve = (req: Request) => (localGatewayServed() ? handleLocalGatewayRequest(req) : Promise.resolve(new Response('Not Found', { status: 404 })));
export const GET = serve;
export const POST = serve;

import 'server-only';
import { choosePaymentGateway, type PaymentGateway } from './config';

// In-process: the same HTTP requests and answers, without a round trip to ourselves; loaded only
// when the local gateway is the one chosen.
const inProcessLocalGateway = async (req: Request): Promise<Response> =>
  (await import('./local-gateway/handler')).handleLocalGatewayRequest(req);

/** The gateway the store pays and refunds through: the chosen one, with the local gateway wired in. */
export function paymentGateway(): PaymentGateway {
  return choosePaymentGateway(inProcessLocalGateway);
}

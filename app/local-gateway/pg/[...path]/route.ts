import { handleLocalGatewayRequest } from '@/lib/payments/local-gateway/handler';
// Loaded here so a refund's webhook reaches the store in-process, not over the network.
import '@/lib/payments/webhook';

/** The local gateway's REST API over HTTP (the store itself calls it in-process). */
export const GET = (req: Request) => handleLocalGatewayRequest(req);
export const POST = (req: Request) => handleLocalGatewayRequest(req);

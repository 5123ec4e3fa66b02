import { handleLocalGatewayRequest } from '@/lib/payments/local-gateway/handler';

/** The local gateway's REST API over HTTP (the store itself calls it in-process). */
export const GET = (req: Request) => handleLocalGatewayRequest(req);
export const POST = (req: Request) => handleLocalGatewayRequest(req);

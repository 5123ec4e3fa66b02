/** Auth.js error types mapped to the codes the /auth/google/error page explains (lib/auth/google-errors.ts). */
export function googleErrorCode(authJsError: string | null): string {
  switch (authJsError) {
    case 'AccessDenied':
      return 'access_denied';
    // The provider answered with an error (most often: the person pressed Cancel on Google's screen).
    case 'OAuthCallbackError':
      return 'missing_code';
    case 'OAuthAccountNotLinked':
      return 'email_exists';
    case 'Verification':
      return 'invalid_grant';
    default:
      return 'server_error';
  }
}

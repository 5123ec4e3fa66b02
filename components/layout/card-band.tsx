import type { ReactNode } from 'react';

/**
 * The sign-in screens' setting, also the newsletter's and stock alerts' personal-link pages: a
 * dark band under the transparent navigation bar, the card (`children`) straddling it onto ivory.
 */
export function CardBand({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate bg-ivory pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-80 bg-ink sm:h-96">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,164,106,0.28),transparent_60%)]" />
      </div>
      <div className="container-page flex justify-center">{children}</div>
    </div>
  );
}

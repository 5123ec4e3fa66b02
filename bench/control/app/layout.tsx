// The controls for the Lighthouse budget: the framework's floor on this machine, for a text page
// (/) and for a page whose largest paint is a picture (/photo); /photo-styled is the latter with one
// stylesheet of its own, a diagnosis, not a control. This layout is all three pages': no
// client JavaScript of its own, no font, no stylesheet. Do not add to it: every byte here moves
// the bar the store is measured against.
export const metadata = { title: 'Control', description: 'A bare Next.js App Router page, the benchmark control.' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

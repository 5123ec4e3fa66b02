export default function ControlPage() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One server component and nothing else: what Next.js itself costs a visitor on this machine.</p>
    </main>
  );
}

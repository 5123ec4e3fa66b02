import { FlaskConical, Gem, Leaf, type LucideIcon } from 'lucide-react';

interface Value {
  title: string;
  body: string;
  icon: LucideIcon;
}

const values: Value[] = [
  {
    title: 'Quality',
    body: 'We blend in small batches, macerate every fragrance before it is bottled, and test each batch by nose and by instrument. Nothing leaves the studio that we would not wear ourselves.',
    icon: Gem,
  },
  {
    title: 'Sustainability',
    body: 'We buy vetiver, jasmine and sandalwood from growers we know by name, pay fairly for them, ship in recyclable cartons without plastic fillers, and design bottles worth keeping.',
    icon: Leaf,
  },
  {
    title: 'Innovation',
    body: 'Heritage techniques meet modern perfumery: we pair Kannauj attars with contemporary accords, and tune every composition to last in Indian heat and humidity.',
    icon: FlaskConical,
  },
];

/** The three values of the About page, in quiet columns like the home page's. */
export function Values() {
  return (
    <ul className="mt-12 grid gap-10 md:grid-cols-3 md:gap-12">
      {values.map((value) => (
        <li key={value.title} className="flex flex-col border-t border-border pt-6">
          <value.icon aria-hidden className="size-7 text-gold-deep" strokeWidth={1.25} />
          <h3 className="mt-4 text-2xl font-semibold">{value.title}</h3>
          <p className="mt-3 leading-7 text-muted-foreground">{value.body}</p>
        </li>
      ))}
    </ul>
  );
}

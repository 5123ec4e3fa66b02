import { Star } from 'lucide-react';

const testimonials = [
  {
    quote:
      'I wore Fiorita to my sister’s wedding in Jaipur, in the middle of May, and people were still asking me about it after the sangeet. It lasted all evening without ever being loud.',
    name: 'Priya Menon',
    place: 'Kochi',
  },
  {
    quote:
      'My parcel reached Guwahati well packed and exactly when promised. The attar is the real thing: one drop on the wrist and the whole room smells of rain on earth.',
    name: 'Arjun Baruah',
    place: 'Guwahati',
  },
] as const;

/** Two customer testimonials, fixed text. */
export function Testimonials() {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {testimonials.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col rounded-lg bg-card p-8 shadow-xs ring-1 ring-border">
            <div className="flex gap-1 text-gold-deep" role="img" aria-label="Rated 5 out of 5">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} aria-hidden className="size-4 fill-current" />
              ))}
            </div>
            <blockquote className="mt-5 flex-1 font-display text-xl leading-8 text-foreground sm:text-2xl sm:leading-9">
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="font-semibold text-foreground">{t.name}</span>
              <span className="text-muted-foreground">, {t.place}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

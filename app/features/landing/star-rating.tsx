import { Star, StarHalf } from "lucide-react";

const formatter = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** Text a screen reader hears for a rating: '4,5 de 5 estrelas'. */
export function ratingLabel(rating: number): string {
  return `${formatter.format(rating)} de 5 estrelas`;
}

/** spec §3: a 0-5 rating with halves, drawn as stars. */
export function StarRating({ rating }: { rating: number }) {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: 5 }, (_, i) => {
        if (i < full) return <Star key={i} aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />;
        if (i === full && half)
          return (
            <span key={i} className="relative size-5" aria-hidden="true">
              <Star className="absolute inset-0 size-5 text-amber-500" />
              <StarHalf className="absolute inset-0 size-5 fill-amber-400 text-amber-500" />
            </span>
          );
        return <Star key={i} aria-hidden="true" className="size-5 text-amber-500" />;
      })}
    </p>
  );
}

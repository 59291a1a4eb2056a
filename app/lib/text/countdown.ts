export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` (ms) until `endsAt` (ISO); null once it has passed or is not a date. */
export function remaining(endsAt: string, now: number): TimeLeft | null {
  const end = Date.parse(endsAt);
  if (!Number.isFinite(end)) return null;
  let s = Math.floor((end - now) / 1000);
  if (s <= 0) return null;
  const days = Math.floor(s / 86400);
  s -= days * 86400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

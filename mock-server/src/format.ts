/** Conversions between stored values and the wire format. */
export const iso = (ms: number) => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null | undefined) => (ms == null ? null : iso(ms));
export const euros = (cents: number) => Math.round(cents) / 100;
export const cents = (eurosValue: number) => Math.round(eurosValue * 100);
/** YYYY-MM-DD of an instant, in UTC. */
export const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const parseJson = <T>(text: string | null | undefined, fallback: T): T => {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

import { useParams, useSearchParams } from 'react-router-dom';

const asId = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/** The consumer id (and voucher id) of the route; null when the URL holds no valid id (read as not found). */
export function useRouteIds(): { id: number | null; voucherId: number | null } {
  const { id, voucherId } = useParams();
  return { id: asId(id), voucherId: asId(voucherId) };
}

/** The plan of the consumer's vouchers page (`?plan=`); null for their latest plan. */
export function usePlanParam(): number | null {
  const [params] = useSearchParams();
  return asId(params.get('plan') ?? undefined);
}

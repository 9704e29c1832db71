import { useParams } from 'react-router-dom';

/** The plan id of the route, or null when the URL holds no valid id (which reads as not found). */
export function usePlanId(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

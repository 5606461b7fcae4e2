import { useGetMyDetailsQuery } from '../api/my-details';

/**
 * Loads the member's own details into the session whichever dashboard tab is open (the greeting reads their name
 * from it; My Details shares the same request). Renders nothing; a failure shows nowhere but the greeting stays
 * plain.
 */
export function MyDetailsLoader() {
  useGetMyDetailsQuery();
  return null;
}

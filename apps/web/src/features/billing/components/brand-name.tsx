import { Link } from '../../../components/ui/link';
import { useBrand } from '../../../lib/brand';

/** The site's name, linking home: the only header of the payment pages. */
export function BrandName() {
  const brand = useBrand();
  return (
    <Link to="/" className="text-xl font-bold text-accent-700 underline-offset-4 hover:underline">
      {brand.siteName}
    </Link>
  );
}

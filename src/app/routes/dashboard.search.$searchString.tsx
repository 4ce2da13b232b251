import { createFileRoute } from '@tanstack/react-router';
import { SearchListing } from '../features/search/search-listing';

export const Route = createFileRoute('/dashboard/search/$searchString')({ component: SearchRoute });

function SearchRoute() {
  const { searchString } = Route.useParams();
  return <SearchListing key={searchString} searchString={searchString} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ensureSearchResults, searchTerm } from '../features/search/api';
import { SearchListing } from '../features/search/search-listing';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/search/$searchString')({
  loader: ({ context, params }) =>
    awaitScreenData(...ensureSearchResults(context.queryClient, searchTerm(params.searchString))),
  component: SearchRoute,
});

function SearchRoute() {
  const { searchString } = Route.useParams();
  return <SearchListing key={searchString} searchString={searchString} />;
}

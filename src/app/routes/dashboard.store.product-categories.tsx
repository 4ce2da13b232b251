import { createFileRoute } from '@tanstack/react-router';
import { StoreCategoriesScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/product-categories')({ component: StoreCategoriesScreen });

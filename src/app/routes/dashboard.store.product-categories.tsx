import { createFileRoute } from '@tanstack/react-router';
import { StoreCategoriesScreen } from '../features/store/categories-screen';

export const Route = createFileRoute('/dashboard/store/product-categories')({ component: StoreCategoriesScreen });

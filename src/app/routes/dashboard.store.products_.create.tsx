import { createFileRoute } from '@tanstack/react-router';
import { ProductCreateScreen } from '../features/store/product-form';

export const Route = createFileRoute('/dashboard/store/products_/create')({ component: ProductCreateScreen });

import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useWhiteLabel } from '../lib/whitelabel';
import type { RouterContext } from '../router';
import { NotFoundScreen } from '../ui/not-found-screen';
import { Toaster } from '../ui/toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundScreen,
});

function RootComponent() {
  const { productName } = useWhiteLabel();
  useEffect(() => {
    document.title = productName;
  }, [productName]);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

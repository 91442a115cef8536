import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './Providers';
import { buildRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

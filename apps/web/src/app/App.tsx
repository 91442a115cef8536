import { PRODUCT_NAME, PRODUCT_PURPOSE } from '../lib/product';

export function App() {
  return (
    <>
      <header>
        <h1>{PRODUCT_NAME}</h1>
      </header>
      <main>
        <p>{PRODUCT_PURPOSE}</p>
      </main>
      <footer>
        <p>© {new Date().getFullYear()}</p>
      </footer>
    </>
  );
}

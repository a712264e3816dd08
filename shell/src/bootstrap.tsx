import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setUpPwa } from './pwa';

createRoot(document.getElementById('root')!).render(<App />);
setUpPwa();

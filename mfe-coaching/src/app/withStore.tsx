/** Every exposed page brings this remote's own store (one in the browser, one per render on the server). */
export { withStore } from './store';

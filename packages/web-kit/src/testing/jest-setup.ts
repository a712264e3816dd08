import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. Whole pages with their store and federated parts render in jsdom
// here, and on a 2-core CI machine busy with PostgreSQL and a second worker one step took over a second (CI failed
// on "Unable to find an element" for a page that was still rendering). A passing test waits no longer for this.
configure({ asyncUtilTimeout: 10_000 });

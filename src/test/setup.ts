import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when test globals are on; they are off here.
afterEach(cleanup);

// The first render of a file compiles lazily loaded views; on a loaded CI machine that took longer
// than Testing Library's one-second default, so every find waits as long as a slow first render.
configure({ asyncUtilTimeout: 5000 });

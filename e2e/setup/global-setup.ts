import type { TestProject } from 'vitest/node';
import { startStack } from '../support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    stubUrl: string;
  }
}

/** One stack (built portal + stub on a fresh database) for the whole browser test run. */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('stubUrl', stack.stubUrl);
  return () => stack.stop();
}

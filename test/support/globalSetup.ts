/**
 * Runs once, in Vitest's main process, before any test file: chooses the test browser (and unpacks the
 * packaged one if that is the choice) so that test processes share one answer. See `browser.ts`.
 */
import type { TestProject } from 'vitest/node';
import { chooseBrowser } from './browser.js';

export default async function setup(project: TestProject): Promise<void> {
  project.provide('browser', await chooseBrowser());
}

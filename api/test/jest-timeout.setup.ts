/**
 * `testTimeout` in this project's config only applies when jest runs this config directly: under the root
 * multi-project config (`npm test`, `jest --selectProjects api`) it is a global option and falls back to 5 s,
 * too short for a hook that starts the app on a fresh database while other files do the same.
 */
jest.setTimeout(30_000);

// jsdom lacks fetch; RTK Query needs it. Hand Node's own (undici) fetch classes to the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
};

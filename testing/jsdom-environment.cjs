// jsdom lacks several web APIs that Node has; react-router 7 and fetch-based code need them.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, WritableStream, TransformStream } = require('node:stream/web');

class NodeWebApisEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    Object.assign(g, { TextEncoder, TextDecoder, ReadableStream, WritableStream, TransformStream });
    Object.assign(g, { fetch, Request, Response, Headers, AbortController, AbortSignal, structuredClone });
    // MSW (the API fakes) needs these too.
    Object.assign(g, { BroadcastChannel });
  }
}

module.exports = NodeWebApisEnvironment;

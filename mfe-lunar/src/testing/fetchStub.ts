/** The fake API of component tests: web-kit's one stub (answers by method and path, records every request). */
export { stubApi as stubFetch, type StubRequest as RecordedRequest } from '@app/web-kit/testing';

// The mocked /v1 API and the answers component tests give through it.
export { mockApi, apiAnswer, type ApiHandlers, type MockedRequest } from './mock-api';
export {
  accountStateFixture,
  placementFixture,
  profileFixture,
  verificationFixture,
  verifiedLegFixture,
} from './fixtures';

import { describeSpecCases } from '@factlint/testkit';
describeSpecCases(new URL('..', import.meta.url).pathname);

/**
 * Test support (`@portal/contract/testing`): the material rule cases (spec 001 §4, §5) the contract's test, the
 * form's test and the stub's saveOrUpdate test run alike. Not part of the runtime contract: nothing outside a
 * test imports it.
 */
export * from './domains/fabric/rule-cases';

import { describe, expect, it } from 'vitest';
import { readJunit, scenarioOf } from './specmatic-check';

const XML = `<testsuite name="Contract Tests" tests="3">
<testcase classname="io.specmatic.test.SpecmaticJUnitSupport" name="Contract Tests &gt; SpecmaticJUnitSupport &gt; contractTest() &gt; Scenario: DELETE /api/store/vouchers/(id:number) -&gt; 409 with the request from the example 'deleteVoucher_inPlan'" time="0.009"/>
<testcase classname="io.specmatic.test.SpecmaticJUnitSupport" name="Contract Tests &gt; SpecmaticJUnitSupport &gt; contractTest() &gt; +ve  Scenario: GET /api/store/subscriber/(id:number)/voucher/(voucher_id:number) -&gt; 200 with the request from the example 'subscriberVoucher' where REQUEST.PARAMETERS.QUERY contains the param 'page'" time="0.02">
<failure message="Testing scenario" type="java.lang.AssertionError"><![CDATA[R0002: HTTP status mismatch
      Specification expected status 200 but response contained status 404]]></failure>
</testcase>
<testcase classname="io.specmatic.test.SpecmaticJUnitSupport" name="Contract Tests &gt; SpecmaticJUnitSupport &gt; contractTest() &gt; -ve  Scenario: POST /auth/request-otp -&gt; 4xx with the request from the example 'requestOtp'" time="0.01"><failure message="x"><![CDATA[Expected 4xx status, but received 200]]></failure></testcase>
</testsuite>`;

describe("reading Specmatic's JUnit report", () => {
  const cases = readJunit(XML);

  it('finds each test case, its name without the runner prefix, and its failure text', () => {
    expect(cases).toHaveLength(3);
    expect(cases[0]).toEqual({
      name: "Scenario: DELETE /api/store/vouchers/(id:number) -> 409 with the request from the example 'deleteVoucher_inPlan'",
    });
    expect(cases[1]!.failure).toBe(
      'R0002: HTTP status mismatch\n      Specification expected status 200 but response contained status 404',
    );
    expect(cases[2]!.failure).toBe('Expected 4xx status, but received 200');
  });

  it('names the operation as the document does, the expected status, the example and whether it is a variant', () => {
    expect(cases.map((c) => scenarioOf(c.name))).toEqual([
      {
        kind: '+ve',
        operation: 'DELETE /api/store/vouchers/{id}',
        expected: '409',
        example: 'deleteVoucher_inPlan',
        variant: false,
      },
      {
        kind: '+ve',
        operation: 'GET /api/store/subscriber/{id}/voucher/{voucher_id}',
        expected: '200',
        example: 'subscriberVoucher',
        variant: true,
      },
      { kind: '-ve', operation: 'POST /auth/request-otp', expected: '4xx', example: 'requestOtp', variant: false },
    ]);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeValidationFailure } from '../../src/lib/validation-message';

describe('validation messages', () => {
  it('passes messages written for people through unchanged', () => {
    const issues = [
      {
        keyword: 'custom',
        instancePath: '/title',
        schemaPath: '#',
        params: {},
        message: 'Job title is a mandatory field!',
      },
    ];
    assert.equal(describeValidationFailure(issues, 'body'), 'Job title is a mandatory field!');
  });

  it('turns built-in messages into a sentence naming the field and where it was', () => {
    const issues = [
      {
        keyword: 'invalid_type',
        instancePath: '/meta_data/status',
        schemaPath: '#',
        params: {},
        message: 'Invalid input: expected string, received number',
      },
    ];
    assert.equal(
      describeValidationFailure(issues, 'body'),
      "The field 'meta_data.status' in the request body is not valid: expected string, received number.",
    );
    assert.equal(
      describeValidationFailure([{ ...issues[0]!, instancePath: '' }], 'querystring'),
      'The query string is not valid: expected string, received number.',
    );
  });
});

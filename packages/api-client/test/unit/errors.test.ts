import { ERROR_MESSAGES } from '@barterbits/contracts';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, firstFieldMessages, isApiError, toApiError } from '../../src/index.ts';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const httpError = (status: number, data: unknown) => {
  const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
};

describe('toApiError', () => {
  it('takes code, message and status from the server error body', () => {
    const e = toApiError(
      httpError(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: ERROR_MESSAGES.invalidCredentials,
      }),
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect(isApiError(e)).toBe(true);
    expect(e).toMatchObject({ name: 'ApiError', status: 401, code: 'INVALID_CREDENTIALS' });
    expect(e.message).toBe(ERROR_MESSAGES.invalidCredentials);
    expect(e.fieldErrors).toBeUndefined();
    expect(e.cause).toBeInstanceOf(AxiosError);
  });

  it('keeps fieldErrors of a validation failure', () => {
    const fieldErrors = { email: ['Invalid email format.'], 'address.city': ['Required field.'] };
    const e = toApiError(
      httpError(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ERROR_MESSAGES.validationFailed,
        fieldErrors,
      }),
    );
    expect(e).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldErrors });
  });

  it('falls back to "Some error occurred." and a status-derived code for bodies without a known code', () => {
    const fastifyDefault = toApiError(
      httpError(404, { statusCode: 404, error: 'Not Found', message: 'Route GET:/x not found' }),
    );
    expect(fastifyDefault).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: ERROR_MESSAGES.someErrorOccurred,
    });
    expect(toApiError(httpError(502, '<html>Bad gateway</html>'))).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: ERROR_MESSAGES.someErrorOccurred,
    });
    expect(toApiError(httpError(418, null))).toMatchObject({ status: 418, code: 'BAD_REQUEST' });
    expect(toApiError(httpError(403, { code: 'NOT_A_CODE', message: 'x' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('uses "Some error occurred." when the server message is empty', () => {
    const e = toApiError(httpError(500, { statusCode: 500, code: 'INTERNAL', message: '' }));
    expect(e).toMatchObject({ code: 'INTERNAL', message: ERROR_MESSAGES.someErrorOccurred });
  });

  it('maps a call without a response to NETWORK_ERROR with status 0', () => {
    const e = toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
    expect(e).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: ERROR_MESSAGES.someErrorOccurred });
    expect(toApiError(new TypeError('boom'))).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('returns an ApiError unchanged', () => {
    const e = new ApiError('x', 409, 'EMAIL_EXISTS');
    expect(toApiError(e)).toBe(e);
  });
});

describe('firstFieldMessages', () => {
  it("keeps the first message of each field, keyed by the server's path", () => {
    const e = new ApiError('Invalid', 400, 'VALIDATION_FAILED', {
      email: ['Enter a valid email address.', 'Other'],
      'address.city': ['Required field.'],
      empty: [],
    });
    expect(firstFieldMessages(e)).toEqual({
      email: 'Enter a valid email address.',
      'address.city': 'Required field.',
    });
  });

  it('reads any error that carries per-field messages, and nothing from others', () => {
    expect(firstFieldMessages({ fieldErrors: { mobileNo: ['In use.'] } })).toEqual({ mobileNo: 'In use.' });
    expect(firstFieldMessages(new ApiError('x', 409, 'CONFLICT'))).toEqual({});
    expect(firstFieldMessages(new Error('x'))).toEqual({});
    expect(firstFieldMessages(null)).toEqual({});
    expect(firstFieldMessages({ fieldErrors: { a: 'not a list' } })).toEqual({});
  });
});

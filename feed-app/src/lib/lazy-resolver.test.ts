import type { Resolver } from 'react-hook-form';
import { CHECKS_UNAVAILABLE_MESSAGE, createLazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('createLazyResolver', () => {
  it('fetches the checks on the first focus or validation, once, and validates with them', async () => {
    const load = jest.fn(async () => accepting);
    const checks = createLazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    checks.preload();
    checks.preload();
    await expect(checks.resolver({ name: 'Asha' }, undefined, options)).resolves.toEqual({
      values: { name: 'Asha' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the form a root error when the checks cannot be fetched, and fetches them again next time', async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValueOnce(accepting);
    const checks = createLazyResolver(load);
    await expect(checks.resolver({ name: 'Asha' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { root: { type: 'unavailable', message: CHECKS_UNAVAILABLE_MESSAGE } },
    });
    await expect(checks.resolver({ name: 'Asha' }, undefined, options)).resolves.toEqual({
      values: { name: 'Asha' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

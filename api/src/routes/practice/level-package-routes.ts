import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkLevelPackage, preview } from '../../features/problem-packages/check-level-package';
import { errorResponses, messageSchema } from '../../lib/schemas';
import { levelPackageOf } from '../../features/problem-packages/level-programs';
import { levelPackageCheckBody, levelPackageCheckResponse } from './level-package-schemas';

const tags = ['practice', 'administrator'];

/** Problem packages (issue 30): what an administrator's generator, validator and reference make of a level. */
export default async function levelPackageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/level-package/check',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "Generates a level's tests from its package and checks them",
        description:
          "Runs the generator once per call (it reads the numbers after `gen` on stdin), the validator on every input and the reference solution on every input, each in the sandbox under a learner's limits. The reference's answers are the expected outputs; a hand-written test that states one must agree. Stores nothing.",
        body: levelPackageCheckBody,
        response: { 200: levelPackageCheckResponse, ...errorResponses, 503: messageSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const check = await checkLevelPackage(
        levelPackageOf(
          body.programs,
          body.time_limit_ms,
          body.hand_tests.map((test) => ({ ...test, output: test.output ?? null })),
        ),
      );
      return {
        passed: check.passed,
        problems: check.problems,
        growth: check.growth
          ? {
              expected: check.growth.expected,
              measured: check.growth.measured,
              sizes: check.growth.inputs.map((input) => input.size),
            }
          : null,
        tests: check.tests.map((test) => ({
          source: test.source,
          sample: test.sample,
          input_bytes: Buffer.byteLength(test.input),
          output_bytes: Buffer.byteLength(test.output),
          input_sha256: test.inputSha256,
          input_preview: preview(test.input),
          output_preview: preview(test.output),
        })),
      };
    },
  );
}

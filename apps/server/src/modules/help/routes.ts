/** The help center's documents: public, so they can be read before signing in too. */
import { errorBody, languages } from '@fordra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config-types.ts';
import { HELP_DOCUMENT_SLUGS } from './help-text.ts';

export async function helpRoutes(app: FastifyInstance, opts: { config: Config }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/documents/:slug',
    {
      schema: {
        tags: ['help'],
        params: z.object({ slug: z.enum(HELP_DOCUMENT_SLUGS) }),
        querystring: z.object({ lang: z.enum(languages).optional() }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The document (application/pdf)'), 400: errorBody },
      },
      // The same document for everyone: no personal data, so browsers may keep it.
      config: { access: 'public', cacheable: true },
    },
    async (request, reply) => {
      // Loaded with the first help PDF, not with the server (pdfkit).
      const { helpDocument } = await import('./help-document.ts');
      const { pdf, fileName } = await helpDocument(
        request.params.slug,
        request.query.lang ?? 'sv',
        opts.config.provider,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
}

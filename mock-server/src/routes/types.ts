import type { EndpointName, EndpointOutput, Endpoints, ParsedBody, ParsedParams, ParsedQuery } from '@mbo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

/** What a handler gets: validated inputs and the signed-in store (for bearer calls). Its module got the dependencies. */
export interface HandlerContext<N extends EndpointName> {
  params: ParsedParams<N>;
  query: ParsedQuery<N>;
  body: ParsedBody<N>;
  storeId: Endpoints[N]['auth'] extends 'bearer' ? number : number | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends EndpointName> = (
  ctx: HandlerContext<N>,
) => EndpointOutput<N> | Promise<EndpointOutput<N>>;

/** Handlers for a group of endpoints; the app joins the groups and checks that none is missing. */
export type Handlers<K extends EndpointName> = { [N in K]: Handler<N> };

/** Route modules build their handlers once, from the dependencies (repositories, clock, settings). */
export type HandlerFactory<K extends EndpointName> = (deps: Deps) => Handlers<K>;

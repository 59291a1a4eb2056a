import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const VALID = /^[\w.-]{8,128}$/;

/** Keeps a well-formed incoming X-Request-Id (from a load balancer), otherwise mints one. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  const id = incoming && VALID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
};

import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";

/** The React Router request handler; Express concerns that need the build live here. */
export const app = express();

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

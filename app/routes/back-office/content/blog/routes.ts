import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The blog's posts and categories (issue 25), in the content section; paths relative to /back-office. */
export const blogRoutes: RouteConfigEntry[] = [
  route("content/blog", "routes/back-office/content/blog/posts.tsx"),
  route("content/blog/new", "routes/back-office/content/blog/post-new.tsx"),
  route("content/blog/categories", "routes/back-office/content/blog/categories.tsx"),
  route("content/blog/:postId", "routes/back-office/content/blog/post.tsx"),
];

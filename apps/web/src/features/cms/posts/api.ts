import type {
  BlogPost,
  BlogPostsResponse,
  CreatePostInput,
  DeletedPostResponse,
  RecreatePostsResponse,
  UpdatePostInput,
} from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { cmsKeys, sitePath } from '../api';
import { invalidateMediaUsage } from '../media/api';

// A site's blog posts (docs/api/posts.md): the list, writes, publishing and Recreate Posts.

const postsPath = (accountId: string, slotId: string) => `${sitePath(accountId, slotId)}/posts`;
const postPath = (accountId: string, slotId: string, postId: string) =>
  `${postsPath(accountId, slotId)}/${encodeURIComponent(postId)}`;

export function useSitePosts(accountId: string, slotId: string) {
  return useQuery({
    queryKey: cmsKeys.posts(accountId, slotId),
    queryFn: ({ signal }) => apiGet<BlogPostsResponse>(postsPath(accountId, slotId), { signal }),
    select: (data) => data.posts,
  });
}

/** Keeps the cached list in step with a post the server answered, and the slot's post count fresh. */
function usePostCache(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  const key = cmsKeys.posts(accountId, slotId);
  return {
    put(post: BlogPost) {
      queryClient.setQueryData<BlogPostsResponse>(key, (current) => {
        if (!current) return current;
        const known = current.posts.some((item) => item.id === post.id);
        return {
          posts: known ? current.posts.map((item) => (item.id === post.id ? post : item)) : [post, ...current.posts],
        };
      });
      invalidateMediaUsage(queryClient, accountId);
    },
    remove(postId: string) {
      queryClient.setQueryData<BlogPostsResponse>(key, (current) =>
        current ? { posts: current.posts.filter((item) => item.id !== postId) } : current,
      );
    },
    replace(posts: BlogPost[]) {
      queryClient.setQueryData<BlogPostsResponse>(key, { posts });
    },
    refreshCounts() {
      void queryClient.invalidateQueries({ queryKey: cmsKeys.slots(accountId), exact: true });
    },
  };
}

export function useCreatePost(accountId: string, slotId: string) {
  const cache = usePostCache(accountId, slotId);
  return useMutation({
    mutationFn: (input: CreatePostInput) => apiSend<BlogPost>('POST', postsPath(accountId, slotId), input),
    onSuccess: (post) => {
      cache.put(post);
      cache.refreshCounts();
    },
  });
}

export function useUpdatePost(accountId: string, slotId: string) {
  const cache = usePostCache(accountId, slotId);
  return useMutation({
    mutationFn: ({ postId, changes }: { postId: string; changes: UpdatePostInput }) =>
      apiSend<BlogPost>('PATCH', postPath(accountId, slotId, postId), changes),
    onSuccess: cache.put,
  });
}

export function useSetPostStatus(accountId: string, slotId: string) {
  const cache = usePostCache(accountId, slotId);
  return useMutation({
    mutationFn: ({ postId, publish }: { postId: string; publish: boolean }) =>
      apiSend<BlogPost>('POST', `${postPath(accountId, slotId, postId)}/${publish ? 'publish' : 'unpublish'}`),
    onSuccess: cache.put,
  });
}

export function useDeletePost(accountId: string, slotId: string) {
  const cache = usePostCache(accountId, slotId);
  return useMutation({
    mutationFn: (postId: string) => apiSend<DeletedPostResponse>('DELETE', postPath(accountId, slotId, postId)),
    onSuccess: (answer) => {
      cache.remove(answer.post.id);
      cache.refreshCounts();
    },
  });
}

/** Recreate Posts: the theme's posts the site lacks come back; the answer is the whole list. */
export function useRecreatePosts(accountId: string, slotId: string) {
  const cache = usePostCache(accountId, slotId);
  return useMutation({
    mutationFn: () => apiSend<RecreatePostsResponse>('POST', `${postsPath(accountId, slotId)}/recreate`),
    onSuccess: (answer) => {
      cache.replace(answer.posts);
      cache.refreshCounts();
    },
  });
}

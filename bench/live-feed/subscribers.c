/*
 * The live-feed benchmark's subscribers: N Server-Sent-Events streams to one product, held by one
 * thread in C so that the client's own cost per event (a read and a search of its bytes, about a
 * microsecond) stays small beside the server's. A client in Node, even reading every socket into
 * one shared buffer, costs several microseconds an event; at 10,000 streams on the server's two
 * cores that showed in the server's figures.
 *
 * Run by bench/live-feed/subscribers.ts, which talks to it line by line:
 *   subscribers <host> <stream port> <post port> <count> <stream path> <review JSON>
 *   1. opens the streams, one after another (each waits for the stream's "retry:" line), and
 *      prints {"opened":…,"failed":…,"openMs":…,"firstError":"…"};
 *   2. waits for a line on standard input, drops what the streams sent meanwhile (their catch-up),
 *      posts the review and prints {"reviewId":…,"postMs":…,"answeredAt":…,"latencies":[…]}:
 *      milliseconds from the POST's answer to the review's id arriving on each stream that had it,
 *      answeredAt in microseconds of CLOCK_MONOTONIC (Node's process.hrtime);
 *   3. exits when standard input closes, closing every stream.
 * Compiled by the bench with the machine's C compiler: cc -O2 -o subscribers subscribers.c
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

enum { READ_BYTES = 65536, OPEN_TIMEOUT_S = 30, DELIVERY_TIMEOUT_MS = 60000 };

static char buffer[READ_BYTES + 1];
static const char *host;

static double now_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

/* A blocking connection with a read timeout; -1 when it cannot be made. */
static int connect_to(int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(port)};
  struct timeval timeout = {.tv_sec = OPEN_TIMEOUT_S};
  inet_pton(AF_INET, host, &address.sin_addr);
  if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address)) {
    if (fd >= 0) close(fd);
    return -1;
  }
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  return fd;
}

static void send_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

/* Opens one stream; NULL when open, else what went wrong. */
static const char *open_stream(int port, const char *path, int *fd_out) {
  static char problem[64];
  char request[512];
  int fd = connect_to(port);
  if (fd < 0) return strerror(errno);
  int length = snprintf(request, sizeof request,
                        "GET %s HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n\r\n", path,
                        host);
  send_all(fd, request, (size_t)length);
  int got = 0;
  while (!memmem(buffer, (size_t)got, "retry:", 6)) {
    ssize_t read_now = read(fd, buffer + got, READ_BYTES - got);
    if (read_now <= 0 || got + read_now >= READ_BYTES) {
      close(fd);
      return read_now < 0 ? "stream timed out" : "stream closed";
    }
    got += (int)read_now;
  }
  if (strncmp(buffer, "HTTP/1.1 200", 12)) {
    snprintf(problem, sizeof problem, "stream answered %.3s", buffer + 9);
    close(fd);
    return problem;
  }
  *fd_out = fd;
  return NULL;
}

/* Posts the review; its id, or -1 (the answer printed to standard error). */
static int post_review(int port, const char *json) {
  char request[4096];
  int length = snprintf(request, sizeof request,
                        "POST /api/reviews HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\n"
                        "Content-Length: %zu\r\nConnection: close\r\n\r\n%s",
                        host, strlen(json), json);
  int fd = connect_to(port), got = 0;
  if (fd < 0 || length >= (int)sizeof request) return -1;
  send_all(fd, request, (size_t)length);
  for (;;) {
    ssize_t read_now = read(fd, buffer + got, READ_BYTES - got);
    if (read_now <= 0) break;
    got += (int)read_now;
    buffer[got] = 0;
    char *body = strstr(buffer, "\r\n\r\n");
    if (body && strchr(body, '}')) break;
  }
  close(fd);
  buffer[got] = 0;
  char *id = strstr(buffer, "\"id\":");
  if (strncmp(buffer, "HTTP/1.1 201", 12) || !id) {
    fprintf(stderr, "POST /api/reviews answered: %.300s\n", buffer);
    return -1;
  }
  return atoi(id + 5);
}

static int wait_for_line(void) {
  char line[64];
  return fgets(line, sizeof line, stdin) != NULL;
}

int main(int argc, char **argv) {
  if (argc < 7) {
    fprintf(stderr, "usage: subscribers host stream-port post-port count path review-json\n");
    return 2;
  }
  host = argv[1];
  int stream_port = atoi(argv[2]), post_port = atoi(argv[3]), count = atoi(argv[4]);
  const char *path = argv[5], *review = argv[6], *first_error = NULL;
  int *streams = calloc((size_t)count, sizeof *streams), opened = 0;
  double *arrivals = calloc((size_t)count, sizeof *arrivals);

  double open_started = now_ms();
  for (int index = 0; index < count; index++) {
    const char *problem = open_stream(stream_port, path, &streams[opened]);
    if (!problem) opened++;
    else if (!first_error) first_error = strdup(problem);
  }
  printf("{\"opened\":%d,\"failed\":%d,\"openMs\":%.1f,\"firstError\":\"%s\"}\n", opened,
         count - opened, now_ms() - open_started, first_error ? first_error : "");
  fflush(stdout);
  if (!wait_for_line()) return 0;

  int poller = epoll_create1(0);
  for (int index = 0; index < opened; index++) {
    while (recv(streams[index], buffer, READ_BYTES, MSG_DONTWAIT) > 0) continue;
    struct epoll_event readable = {.events = EPOLLIN, .data.u32 = (unsigned)index};
    epoll_ctl(poller, EPOLL_CTL_ADD, streams[index], &readable);
    arrivals[index] = -1;
  }
  double sent = now_ms();
  int id = post_review(post_port, review);
  double answered = now_ms();
  if (id < 0) return 1;
  char id_line[32];
  int id_length = snprintf(id_line, sizeof id_line, "\nid: %d\n", id);
  /* An event is written with one write(): its id line is whole in the read that brings it. */
  int received = 0;
  struct epoll_event ready[512];
  while (received < opened && now_ms() - answered < DELIVERY_TIMEOUT_MS) {
    int ready_count = epoll_wait(poller, ready, 512, 1000);
    double at = now_ms();
    for (int event = 0; event < ready_count; event++) {
      int index = (int)ready[event].data.u32;
      ssize_t got = read(streams[index], buffer, READ_BYTES);
      if (got <= 0) {
        epoll_ctl(poller, EPOLL_CTL_DEL, streams[index], NULL);
        continue;
      }
      if (arrivals[index] < 0 && memmem(buffer, (size_t)got, id_line, (size_t)id_length)) {
        arrivals[index] = at - answered;
        received++;
      }
    }
  }
  printf("{\"reviewId\":%d,\"postMs\":%.3f,\"answeredAt\":%.0f,\"latencies\":[", id,
         answered - sent, answered * 1e3);
  for (int index = 0, written = 0; index < opened; index++) {
    if (arrivals[index] < 0) continue;
    printf(written++ ? ",%.3f" : "%.3f", arrivals[index]);
  }
  printf("]}\n");
  fflush(stdout);
  wait_for_line();
  return 0;
}

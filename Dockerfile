# gipfbot in a container: `docker build -t gipfbot .` then
#   docker run -d -v gipfbot-data:/data --env-file gipfbot.env gipfbot
# (the database lives on the /data volume; settings come from GIPFBOT_* variables or a
# config file mounted at /data/gipfbot.toml). Without a chat account configured, `run` is the
# local console: `docker run -it -v gipfbot-data:/data gipfbot`.

# ---- build ----
FROM rust:1.95-bookworm AS build
WORKDIR /src
# Dependencies first, so that code changes do not rebuild them.
COPY Cargo.toml Cargo.lock clippy.toml ./
COPY crates crates
COPY migrations migrations
RUN cargo build --release --locked --bin gipfbot \
    && strip target/release/gipfbot

# ---- run ----
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --create-home --home-dir /data gipfbot
COPY --from=build /src/target/release/gipfbot /usr/local/bin/gipfbot
COPY config.example.toml /usr/share/gipfbot/config.example.toml
USER gipfbot
WORKDIR /data
VOLUME /data
ENV GIPFBOT_DATABASE__PATH=/data/gipfbot.sqlite \
    GIPFBOT_CONSOLE__IMAGES_DIR=/data \
    GIPFBOT_MATRIX__STORE_PATH=/data/gipfbot-matrix \
    GIPFBOT_LOG__FORMAT=json
ENTRYPOINT ["gipfbot"]
CMD ["run"]

"""Alembic's entry: migrations run on the connection ``meeple.server.db.migrate`` hands in."""

from alembic import context

from meeple.server.db import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata)
with context.begin_transaction():
    context.run_migrations()

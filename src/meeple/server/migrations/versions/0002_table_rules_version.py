"""Each table's rules version: the game's ``GameInfo.rules_version`` it is played under.

Tables stored before versions existed were played under version 1.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "game_tables",
        sa.Column("rules", sa.Integer, nullable=False, server_default="1"),
    )


def downgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:  # SQLite drops columns by a copy
        batch.drop_column("rules")

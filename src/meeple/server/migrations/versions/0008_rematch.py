"""Rematches kept in the database: each table made by "Play again" names the finished
table it follows (one rematch a table, so two servers asked at once make one), and the
server's secret from which a rematch seat's link is derived, so a link can be given again
after a restart although the database keeps only digests of links.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:  # SQLite adds constraints by a copy
        batch.add_column(sa.Column("rematch_of", sa.String(32), nullable=True))
        batch.create_unique_constraint("uq_game_tables_rematch_of", ["rematch_of"])
    op.create_table(
        "server_secrets",
        sa.Column("name", sa.String(32), primary_key=True),
        sa.Column("value", sa.String(128), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("server_secrets")
    with op.batch_alter_table("game_tables") as batch:
        batch.drop_constraint("uq_game_tables_rematch_of", type_="unique")
        batch.drop_column("rematch_of")
